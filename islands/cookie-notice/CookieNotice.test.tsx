// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieNoticeShown } from '../../shared/state/cookie-notice';
import { renderIsland } from '../../test-support/test-context';
import * as cookieNotice from './CookieNotice';

// The notice's delay after load is after-load-delay's own test; here it shows at once.
vi.mock('./after-load-delay', () => ({
  afterLoadDelay: (show: () => void) => {
    const timer = setTimeout(show);
    return () => clearTimeout(timer);
  },
}));

const PROPS: { enabled: boolean; message: string; cmsLink: string; cmsLinkText: string | null; closeLabel: string | null } = {
  enabled: true,
  message: 'Ta strona używa plików cookie.',
  cmsLink: '/polityka-prywatnosci',
  cmsLinkText: 'Polityka prywatności',
  closeLabel: 'Rozumiem',
};

/** Mounts the island the way the runtime does (markup read first, the hook hydrated), under StrictMode. */
const mount = (hook: HTMLElement, props = PROPS) => renderIsland(cookieNotice, hook, props).context;

const findNotice = () => screen.findByRole('region', { name: 'Informacja o plikach cookie' });
const deleteConsent = () => (document.cookie = 'cookie_privacy_on=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');

beforeEach(deleteConsent);
afterEach(deleteConsent);

describe('cookie notice', () => {
  it('shows the message and the policy link in its empty hook, and closing it by keyboard records consent', async () => {
    document.body.innerHTML = '<main>Sklep</main><div id="hook"></div>';
    const hook = document.getElementById('hook')!;
    const context = mount(hook);
    const notice = await findNotice();
    expect(notice.parentElement).toBe(hook);
    // What else is fixed to the bottom (the sticky add-to-cart bar) keeps off it meanwhile.
    expect(cookieNoticeShown.value).toBe(true);
    expect(notice.textContent).toContain('Ta strona używa plików cookie.');
    expect(screen.getByRole('link', { name: 'Polityka prywatności' }).getAttribute('href')).toBe('/polityka-prywatnosci');
    screen.getByRole('button', { name: 'Rozumiem' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Informacja o plikach cookie' })).toBeNull();
    expect(document.cookie).toContain('cookie_privacy_on=1');
    expect(cookieNoticeShown.value).toBe(false);
    expect(context.report).not.toHaveBeenCalled();
  });

  it("says the island's own words where the hook names none", async () => {
    document.body.innerHTML = '<div id="hook"></div>';
    mount(document.getElementById('hook')!, { ...PROPS, cmsLinkText: null, closeLabel: null });
    await findNotice();
    expect(screen.getByRole('link', { name: 'Polityka prywatności' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zamknij' })).toBeTruthy();
  });

  it("takes the page's words over its own, and the hook's over the page's", async () => {
    const page = JSON.stringify({ 'cookie-notice.label': 'Ciasteczka', 'cookie-notice.policy-link': 'Prywatność', 'cookie-notice.close': 'OK' });
    document.body.innerHTML = `<script type="application/json" data-storefront-messages>${page}</script><div id="hook"></div>`;
    mount(document.getElementById('hook')!, { ...PROPS, cmsLinkText: null });
    await screen.findByRole('region', { name: 'Ciasteczka' });
    expect(screen.getByRole('link', { name: 'Prywatność' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rozumiem' })).toBeTruthy();
  });

  it('stays away once consent was given, or when turned off', async () => {
    document.body.innerHTML = '<div id="hook"></div>';
    const hook = document.getElementById('hook')!;
    document.cookie = 'cookie_privacy_on=1; path=/';
    mount(hook);
    deleteConsent();
    mount(hook, { ...PROPS, enabled: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('in a hook with content inside a hidden tab panel: keeps the content, shows the notice at the end of <body>, and says once what to do', async () => {
    document.body.innerHTML = `<section id="tab-opis" class="product-tab" hidden><h2>Opis</h2>
<div id="hook"><p>Używamy plików cookie, aby sklep działał poprawnie i pamiętał Twój koszyk.</p></div></section>`;
    const hook = document.getElementById('hook')!;
    const tabPanel = hook.parentElement;
    const context = mount(hook);
    const notice = await findNotice();
    expect(notice.parentElement).toBe(document.body);
    expect(notice.closest('[hidden]')).toBeNull();
    expect(hook.innerHTML).toBe('<p>Używamy plików cookie, aby sklep działał poprawnie i pamiętał Twój koszyk.</p>');
    expect(context.report).toHaveBeenCalledTimes(1);
    expect(context.report).toHaveBeenCalledWith(
      'the hook must be an empty direct child of <body>, but it holds "Używamy plików cookie, aby sklep działał…" and sits in <section#tab-opis.product-tab>: ' +
        "the notice is drawn at the end of <body> instead, and the hook's content is left as it is",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rozumiem' }));
    expect(document.body.lastElementChild).toBe(tabPanel);
  });

  it('names an element the theme left in a hook without text', async () => {
    document.body.innerHTML = '<div id="hook"><span class="icon"></span></div>';
    const context = mount(document.getElementById('hook')!);
    await findNotice();
    expect(context.report).toHaveBeenCalledWith(expect.stringMatching(/^the hook must be an empty direct child of <body>, but it holds <span\.icon>: the notice/));
  });
});
