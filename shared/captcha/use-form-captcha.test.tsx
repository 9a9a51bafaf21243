// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, StrictMode, useImperativeHandle, type Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGrecaptcha, type FakeGrecaptcha } from '../../test-support/fake-grecaptcha';
import { message } from '../messages/message';

const load = vi.hoisted(() => ({ loadCaptchaScript: vi.fn() }));
vi.mock('./load-captcha-script', () => load);
const { useFormCaptcha } = await import('./use-form-captcha');
const { Marks } = await import('../forms/marks');
const { settleAdoptedNodes } = await import('../../test-support/settle-adopted-nodes');

const CAPTCHA_HINT = message('captcha.hint');
const CAPTCHA_UNAVAILABLE = message('captcha.unavailable');
interface CaptchaHandle {
  response(): string;
}

/** The server's form with its captcha's marks; the handle is null when the form has no captcha. */
function CaptchaForm({ report, ref }: { report: (problem: string, cause?: unknown) => void; ref: Ref<CaptchaHandle | null> }) {
  const captcha = useFormCaptcha(form, report);
  useImperativeHandle<CaptchaHandle | null, CaptchaHandle | null>(ref, () => (captcha.present ? { response: captcha.response } : null), [captcha.present, captcha.response]);
  return <Marks nodes={nodes} marks={captcha.marks} report={report} />;
}

/** A controllable IntersectionObserver: `reveal()` tells every observer still connected its target came into view. */
const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}
/** The block comes into view, and the provider's load (a resolved promise) is let through. */
const reveal = () =>
  act(async () => {
    observers.filter((o) => !o.disconnected).forEach((o) => o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await new Promise((resolve) => setTimeout(resolve));
  });

let grecaptcha: FakeGrecaptcha;
let form: HTMLFormElement;
/** The form, as the one node its marks adopt (the same array while it is shown). */
let nodes: Node[];
let block: HTMLElement;

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  grecaptcha = fakeGrecaptcha();
  load.loadCaptchaScript.mockReset().mockResolvedValue(grecaptcha);
  // The server's form, on the page before the captcha is drawn into it.
  document.body.innerHTML = `<form><label>E-mail <input name="email"></label>
    <div data-captcha data-captcha-site-key="key-1" data-captcha-script="/assets/fake-recaptcha.js"></div>
    <p id="terms">Regulamin</p><button type="button">Anuluj</button><button aria-describedby="terms">Wyślij</button></form>`;
  form = document.querySelector('form')!;
  nodes = [form];
  block = form.querySelector('[data-captcha]')!;
});
afterEach(cleanup);

async function draw(report = vi.fn()) {
  const handle = createRef<CaptchaHandle | null>();
  const view = render(
    <StrictMode>
      <CaptchaForm report={report} ref={handle} />
    </StrictMode>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
  await settleAdoptedNodes();
  const unmount = async () => {
    view.unmount();
    await settleAdoptedNodes();
  };
  return { handle, report, unmount };
}

const send = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Wyślij' });
const cancel = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Anuluj' });
const hint = () => screen.getByRole('status', { hidden: true });
const robot = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Nie jestem robotem' });

describe('Captcha', async () => {
  it('draws nothing and has no handle when the form has no captcha block', async () => {
    block.remove();
    const { handle } = await draw();
    expect(handle.current).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(send().disabled).toBe(false);
    expect(observers).toHaveLength(0);
  });

  it('disables the confirm buttons (not other buttons) with a visible hint in the block, and loads nothing until the block is in view', async () => {
    await draw();
    expect(send().disabled).toBe(true);
    expect(cancel().disabled).toBe(false);
    expect(hint().textContent).toBe(CAPTCHA_HINT);
    expect(hint().hidden).toBe(false);
    expect(hint().parentElement).toBe(block);
    // Described by the hint after its own description.
    expect(send().getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent)).toEqual(['Regulamin', CAPTCHA_HINT]);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(load.loadCaptchaScript).not.toHaveBeenCalled();
    await reveal();
    expect(load.loadCaptchaScript).toHaveBeenCalledWith(new URL('/assets/fake-recaptcha.js', location.href).href);
    expect(grecaptcha.render).toHaveBeenCalledWith(block.querySelector('.captcha-block__widget'), expect.objectContaining({ sitekey: 'key-1' }));
    expect(robot().parentElement!.parentElement).toBe(block);
  });

  it('renders the widget once per mount, however often StrictMode runs its effects', async () => {
    await draw();
    await reveal();
    expect(grecaptcha.render).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('enables the buttons once solved and hides the hint, hands out the token, and disables them again on expiry', async () => {
    const { handle } = await draw();
    await reveal();
    expect(handle.current!.response()).toBe('');
    await userEvent.click(robot());
    expect(send().disabled).toBe(false);
    expect(hint().hidden).toBe(true);
    expect(handle.current!.response()).toBe('fake-token-0-1');
    await userEvent.click(robot());
    expect(send().disabled).toBe(true);
    expect(hint().hidden).toBe(false);
    expect(handle.current!.response()).toBe('');
  });

  it('mounted again (the form shown again), it starts over with a fresh, unsolved widget', async () => {
    const first = await draw();
    await reveal();
    await userEvent.click(robot());
    await first.unmount();
    const { handle } = await draw();
    await reveal();
    expect(grecaptcha.render).toHaveBeenCalledTimes(2);
    expect(robot().checked).toBe(false);
    expect(send().disabled).toBe(true);
    expect(handle.current!.response()).toBe('');
  });

  it('defaults to the real provider URL', async () => {
    block.removeAttribute('data-captcha-script');
    await draw();
    await reveal();
    expect(load.loadCaptchaScript).toHaveBeenCalledWith('https://www.google.com/recaptcha/api.js?render=explicit');
  });

  it('reports a provider that fails to load and tells the shopper; the buttons stay disabled', async () => {
    load.loadCaptchaScript.mockRejectedValue(new Error('could not load /assets/fake-recaptcha.js'));
    const { report } = await draw();
    await reveal();
    expect(report).toHaveBeenCalledExactlyOnceWith('could not start the captcha; the form cannot be sent until the page is reloaded', expect.any(Error));
    expect(hint().textContent).toBe(CAPTCHA_UNAVAILABLE);
    expect(block.classList.contains('is-unavailable')).toBe(true);
    expect(send().disabled).toBe(true);
  });

  it('reports an error the provider calls back with, and tells the shopper', async () => {
    const { report } = await draw();
    await reveal();
    await userEvent.click(robot());
    act(() => grecaptcha.widgets[0]!['error-callback']());
    expect(report).toHaveBeenCalledExactlyOnceWith('the captcha provider reported an error (network or site key)', undefined);
    expect(hint().textContent).toBe(CAPTCHA_UNAVAILABLE);
    expect(hint().hidden).toBe(false);
    expect(send().disabled).toBe(true);
  });

  it('reports a provider whose getResponse throws, and hands out no token', async () => {
    const { handle, report } = await draw();
    await reveal();
    const failure = new Error('Invalid reCAPTCHA client id: 0');
    grecaptcha.getResponse = () => {
      throw failure;
    };
    expect(handle.current!.response()).toBe('');
    expect(report).toHaveBeenCalledWith('grecaptcha.getResponse failed', failure);
  });

  it('refuses a missing site key and a javascript: script URL without loading anything, each said once', async () => {
    block.removeAttribute('data-captcha-site-key');
    const report = vi.fn();
    await (await draw(report)).unmount();
    expect(block.classList.contains('is-unavailable')).toBe(false);
    block.setAttribute('data-captcha-site-key', 'k');
    block.setAttribute('data-captcha-script', 'javascript:alert(1)');
    await draw(report);
    await reveal();
    expect(report.mock.calls.map((c) => c[0])).toEqual([
      'the [data-captcha] block has no data-captcha-site-key',
      'data-captcha-script="javascript:alert(1)" is not a same-origin path or an https URL',
    ]);
    expect(hint().textContent).toBe(CAPTCHA_UNAVAILABLE);
    expect(block.classList.contains('is-unavailable')).toBe(true);
    expect(send().disabled).toBe(true);
    expect(load.loadCaptchaScript).not.toHaveBeenCalled();
  });

  it('unmounted, it gives the form back as it was and renders nothing that arrives later', async () => {
    const { unmount } = await draw();
    act(() => observers.filter((o) => !o.disconnected).forEach((o) => o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));
    await unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(grecaptcha.render).not.toHaveBeenCalled();
    expect(send().disabled).toBe(false);
    expect(send().getAttribute('aria-describedby')).toBe('terms');
    expect(block.children).toHaveLength(0);
  });

  it('unmounted after rendering, it takes the widget with it', async () => {
    const { unmount } = await draw();
    await reveal();
    await unmount();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(block.children).toHaveLength(0);
    expect(send().disabled).toBe(false);
  });
});
