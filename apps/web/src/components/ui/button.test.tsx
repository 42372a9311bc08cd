import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import styles from './button.module.css';
import { VisuallyHidden } from './visually-hidden';

afterEach(cleanup);

describe('Button', () => {
  it('is a button of type "button" unless told otherwise', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('type')).toBe('button');
  });

  it('asChild: renders the child element with the button styles joined to its own classes', () => {
    render(
      <Button asChild variant="secondary" size="sm">
        <a href="/sports" className="own">
          Home
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link.getAttribute('href')).toBe('/sports');
    expect(screen.queryByRole('button')).toBeNull();
    const classes = link.className.split(' ');
    expect(classes).toEqual(expect.arrayContaining([styles.button, styles.secondary, styles.sm, 'own']));
  });

  it("asChild: runs the child's handler, then the button's; the child's other props win; styles merge", () => {
    const calls: string[] = [];
    const outer = vi.fn(() => calls.push('button'));
    const inner = vi.fn((event: { preventDefault(): void }) => {
      event.preventDefault();
      calls.push('child');
    });
    render(
      <Button asChild onClick={outer} title="outer" style={{ color: 'red', margin: 1 }}>
        <a href="/sports/live" onClick={inner} title="inner" style={{ margin: 2 }}>
          Both
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Both' });
    fireEvent.click(link);
    expect(calls).toEqual(['child', 'button']);
    expect(link.getAttribute('title')).toBe('inner');
    expect(link.style.color).toBe('red');
    expect(link.style.margin).toBe('2px');
  });

  it('asChild without an element renders nothing rather than failing', () => {
    const { container } = render(<Button asChild>plain text</Button>);
    expect(container.innerHTML).toBe('');
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        <VisuallyHidden>Close the slip</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close the slip' })).toBeTruthy();
  });
});
