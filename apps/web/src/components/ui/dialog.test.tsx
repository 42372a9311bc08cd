import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, Sheet } from './dialog';

afterEach(cleanup);

function Opener({ kind }: { kind: 'dialog' | 'sheet' }) {
  const [open, setOpen] = useState(false);
  const Overlay = kind === 'dialog' ? Dialog : Sheet;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      <Overlay open={open} onOpenChange={setOpen} title="Sign in" closeLabel="Close">
        <label>
          E-mail <input type="email" />
        </label>
      </Overlay>
    </>
  );
}

describe('Dialog focus', () => {
  it('starts on the first field and returns to the opener when closed', async () => {
    render(<Opener kind="dialog" />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    opener.focus();
    fireEvent.click(opener);
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(document.activeElement).toBe(email);
    fireEvent.keyDown(email, { key: 'Escape' });
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(opener);
  });

  it('leaves a sheet on its first control (no phone keyboard) and returns to the opener too', async () => {
    render(<Opener kind="sheet" />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(opener);
  });
});
