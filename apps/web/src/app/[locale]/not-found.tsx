/** 404 outside the sports shell (a path that is not under /sports): the same page, standing alone. */
import { NotFoundContent } from '@/features/shell/error-pages';
import { StandaloneErrorPage } from '@/features/shell/error-screen';

export default function LocaleNotFound() {
  return (
    <StandaloneErrorPage>
      <main>
        <NotFoundContent />
      </main>
    </StandaloneErrorPage>
  );
}
