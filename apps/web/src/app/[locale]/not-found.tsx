/** 404 outside the sports shell (a path that is not under /sports): the same page, standing alone. */
import { NotFoundContent, StandaloneErrorPage } from '@/features/shell';

export default function LocaleNotFound() {
  return (
    <StandaloneErrorPage>
      <main>
        <NotFoundContent />
      </main>
    </StandaloneErrorPage>
  );
}
