/** Any localised path no route matches renders the localised 404 (app/[locale]/not-found.tsx). */
import { notFound } from 'next/navigation';

export default function UnknownPage() {
  notFound();
}
