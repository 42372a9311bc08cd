import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlWarmup, WARMUP_SCRIPT, WARMUP_WORKER } from './intl-warmup';

/** Runs the inline script as the browser would, with the globals it finds. */
const runScript = () => new Function(WARMUP_SCRIPT)();

interface Started {
  url: string;
  name: string | undefined;
  onmessage: (() => void) | null;
  onerror: (() => void) | null;
}

function stubWorker() {
  const started: Started[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      onmessage: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(url: string, options?: { name?: string }) {
        started.push(this as unknown as Started);
        Object.assign(this, { url, name: options?.name });
      }
    },
  );
  return started;
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('IntlWarmup', () => {
  it('renders the script inline, with nothing that could end the element early', () => {
    const html = renderToStaticMarkup(<IntlWarmup />);
    expect(html.startsWith('<script>')).toBe(true);
    expect(html.slice('<script>'.length, -'</script>'.length)).toBe(WARMUP_SCRIPT);
    expect(WARMUP_SCRIPT.toLowerCase()).not.toContain('</script');
  });

  it("starts the worker from a blob of WARMUP_WORKER, named after the page's language, and lets the URL go", async () => {
    document.documentElement.lang = 'pt-BR';
    const started = stubWorker();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:warmup';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    runScript();
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ url: 'blob:warmup', name: 'pt-BR' });
    expect(blobs[0]?.type).toBe('text/javascript');
    expect(await blobs[0]?.text()).toBe(WARMUP_WORKER);
    expect(revoke).not.toHaveBeenCalled();
    started[0]?.onmessage?.();
    expect(revoke).toHaveBeenCalledWith('blob:warmup');
  });

  it('does nothing, and throws nothing, where workers cannot start', () => {
    vi.stubGlobal('Worker', undefined);
    expect(runScript).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by Content-Security-Policy', 'SecurityError');
        }
      },
    );
    expect(runScript).not.toThrow();
  });
});

describe('WARMUP_WORKER', () => {
  /**
   * Runs the worker's source with `name` as self.name and an Intl that records each formatter made (and makes the
   * real one); answers what it posted, whether it closed, and the formatters.
   */
  function runWorker(name: string) {
    const posted: unknown[] = [];
    const made: string[] = [];
    let closed = false;
    const intl = {
      DateTimeFormat: class extends Intl.DateTimeFormat {
        constructor(locale: string, options?: Intl.DateTimeFormatOptions) {
          super(locale, options);
          made.push(`DateTimeFormat ${locale}`);
        }
      },
      NumberFormat: class extends Intl.NumberFormat {
        constructor(locale: string, options?: Intl.NumberFormatOptions) {
          super(locale, options);
          made.push(`NumberFormat ${locale}`);
        }
      },
      PluralRules: class extends Intl.PluralRules {
        constructor(locale: string, options?: Intl.PluralRulesOptions) {
          super(locale, options);
          made.push(`PluralRules ${locale}`);
        }
      },
    };
    new Function('self', 'postMessage', 'close', 'Intl', WARMUP_WORKER)(
      { name },
      (message: unknown) => posted.push(message),
      () => {
        closed = true;
      },
      intl,
    );
    return { posted, closed, made };
  }

  it.each(['en', 'es', 'pt-BR'])('makes a formatter of each kind for %s, says so and closes', (lang) => {
    expect(runWorker(lang)).toEqual({
      posted: [1],
      closed: true,
      made: [`DateTimeFormat ${lang}`, `NumberFormat ${lang}`, `NumberFormat ${lang}`, `PluralRules ${lang}`],
    });
  });

  it('still says it is done when the language is not one Intl accepts', () => {
    expect(runWorker('not a language!')).toMatchObject({ posted: [1], closed: true });
  });
});
