import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyIllustration } from './lazy-illustration';

afterEach(cleanup);

describe('LazyIllustration', () => {
  it('keeps the drawing’s space while it loads, then draws it, hidden from screen readers', async () => {
    const { container } = render(<LazyIllustration kind="error" />);
    const frame = container.querySelector('svg');
    expect(frame?.getAttribute('viewBox')).toBe('0 0 240 180');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.childElementCount).toBe(0);
    await waitFor(() => expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0));
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('240');
  });
});
