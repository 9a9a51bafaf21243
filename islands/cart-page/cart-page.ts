import { changeCartAmount, chooseDeliveryPoint, isAbort, removeCartLine, type CartPartResponse } from '../../shared/api';
import { differsFromServer } from '../../shared/forms/server-state';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { debounce } from '../../shared/debounce';
import { pointCountText, pointsToShow } from '../../shared/delivery-points';
import { parseServerHtml } from '../../shared/html';
import { setCartItemCount } from '../../shared/state/cart';
import { announce } from '../../shared/ui/announce';
import { markBusy } from '../../shared/ui/busy';
import { refreshMiniCart } from '../../shared/ui/refresh-mini-cart';
import type { PropsOf } from '../runtime/schema';
import type { IslandContext, IslandModule } from '../runtime/types';
import { applyCartPart, lineIdOf, type ApplyOptions, type ApplyResult } from './apply-cart-part';
import type { cartPageSchema } from './schema';

type Props = PropsOf<typeof cartPageSchema>;

interface Command {
  /** One request at a time per key (a line, or the delivery point): a newer one aborts the older. */
  key: string;
  /** What the request carries, so a second press of the same command is not sent twice. */
  value: string;
  /** Where a failure is shown, next to what failed. */
  anchor: HTMLElement;
  /** Its buttons are locked (aria-disabled, focus kept) while it is in flight. */
  forms: HTMLFormElement[];
  send: (signal: AbortSignal) => Promise<CartPartResponse>;
  applyOptions: () => ApplyOptions;
  succeeded: (result: ApplyResult) => string;
  failed: () => string;
}

const nameOf = (line: Element | null) => line?.querySelector('.cart-line__name')?.textContent?.trim() ?? 'produkt';

/**
 * The cart page: quantity, removal and delivery point are sent without a page load, the totals come
 * back as server HTML, every change is announced, and a failed command leaves the cart as it was and
 * says so next to what failed. Without JavaScript the same forms post and the server redirects back.
 */
function startCartPage(element: HTMLElement, context: IslandContext) {
  const life = new AbortController();
  const inFlight = new Map<string, { controller: AbortController; value: string }>();

  const lineOf = (id: string) => element.querySelector<HTMLElement>(`[data-line-id="${CSS.escape(id)}"]`);
  const total = () => element.querySelector('[data-cart-total]')?.textContent?.trim() ?? '';

  const setLocked = (forms: HTMLFormElement[], locked: boolean) => {
    for (const form of forms) {
      form.querySelectorAll('button[type="submit"]').forEach((b) => (locked ? b.setAttribute('aria-disabled', 'true') : b.removeAttribute('aria-disabled')));
      const line = form.closest('[data-line-id]');
      if (line) markBusy(line, locked);
    }
  };

  const showProblem = (anchor: HTMLElement, text: string | null) => {
    let note = anchor.querySelector<HTMLElement>(':scope > .cart-problem');
    if (text === null) return note?.remove();
    if (!note) {
      note = document.createElement('p');
      note.className = 'cart-problem';
      anchor.append(note);
    }
    note.textContent = text;
  };

  async function run(command: Command): Promise<void> {
    const previous = inFlight.get(command.key);
    if (previous?.value === command.value) return;
    previous?.controller.abort();
    const controller = new AbortController();
    inFlight.set(command.key, { controller, value: command.value });
    setLocked(command.forms, true);
    try {
      const answer = await command.send(AbortSignal.any([controller.signal, life.signal]));
      const result = applyCartPart(element, parseServerHtml(answer.html), command.applyOptions());
      element.classList.toggle('cart--empty', result.emptied);
      if (command.anchor.isConnected) showProblem(command.anchor, null);
      setCartItemCount(answer.count);
      announce(command.succeeded(result));
      refreshMiniCart(life.signal).catch((error: unknown) => {
        if (!isAbort(error)) context.report('the mini cart could not be refreshed after a cart change', error);
      });
    } catch (error) {
      if (isAbort(error)) return;
      const text = command.failed();
      showProblem(command.anchor, text);
      announce(text);
      context.report(`cart command "${command.key}" failed; the cart stays as it was`, error);
    } finally {
      if (inFlight.get(command.key)?.controller === controller) {
        inFlight.delete(command.key);
        setLocked(command.forms, false);
      }
    }
  }

  const linesChangingAmount = (except: string) =>
    new Set([...inFlight.keys()].filter((key) => key.startsWith('amount:') && key !== `amount:${except}`).map((key) => key.slice(7)));

  function changeAmount(field: HTMLInputElement): void {
    const id = lineIdOf(field);
    const line = id && lineOf(id);
    if (!id || !line) return;
    if (!field.checkValidity()) {
      field.reportValidity();
      return;
    }
    const amount = Number(field.value);
    if (amount === Number(field.defaultValue) && !inFlight.has(`amount:${id}`)) return;
    // A removal in flight wins: the line is about to go.
    if (inFlight.has(`remove:${id}`)) return;
    void run({
      key: `amount:${id}`,
      value: String(amount),
      anchor: line,
      forms: [field.form!],
      send: (signal) => changeCartAmount({ lineId: Number(id), amount }, { signal }),
      applyOptions: () => ({ keepAmountOf: linesChangingAmount(id) }),
      succeeded: () => `${nameOf(line)}: ilość ${amount}. Do zapłaty ${total()}.`,
      failed: () => {
        field.value = field.defaultValue;
        return `Nie udało się zmienić ilości produktu ${nameOf(line)}. Koszyk się nie zmienił, spróbuj ponownie.`;
      },
    });
  }

  function removeLine(form: HTMLFormElement): void {
    const id = lineIdOf(form);
    const line = id && lineOf(id);
    if (!id || !line) return;
    // The removal supersedes a quantity change still in flight; forgotten here so its end unlocks nothing.
    inFlight.get(`amount:${id}`)?.controller.abort();
    inFlight.delete(`amount:${id}`);
    const name = nameOf(line);
    void run({
      key: `remove:${id}`,
      value: id,
      anchor: line,
      forms: [...line.querySelectorAll('form')],
      send: (signal) => removeCartLine({ lineId: Number(id) }, { signal }),
      applyOptions: () => ({ keepAmountOf: linesChangingAmount(id) }),
      succeeded: (result) => {
        moveFocusAfterRemoval(line, result);
        return result.emptied ? `Usunięto z koszyka: ${name}. Koszyk jest pusty.` : `Usunięto z koszyka: ${name}. Do zapłaty ${total()}.`;
      },
      failed: () => `Nie udało się usunąć produktu ${name} z koszyka. Koszyk się nie zmienił, spróbuj ponownie.`,
    });
  }

  // Captured before the line goes: its neighbours, for focus, are read from the page as it was.
  let neighbours = new Map<HTMLElement, HTMLElement | null>();
  const noteNeighbours = () => {
    const lines = [...element.querySelectorAll<HTMLElement>('[data-line-id]')];
    neighbours = new Map(lines.map((line, i) => [line, lines[i + 1] ?? lines[i - 1] ?? null]));
  };
  function moveFocusAfterRemoval(line: HTMLElement, result: ApplyResult): void {
    const focusWasInLine = document.activeElement === document.body || line.contains(document.activeElement) || !document.activeElement?.isConnected;
    if (!focusWasInLine) return;
    const next = neighbours.get(line);
    const target = result.emptied ? element.querySelector<HTMLElement>('.cart-empty') : next?.isConnected ? next.querySelector<HTMLElement>('input[name="amount"]') : null;
    target?.focus();
  }

  function chooseDelivery(radio: HTMLInputElement, form: HTMLFormElement): void {
    const point = radio.value;
    void run({
      key: 'delivery',
      value: point,
      anchor: form,
      forms: [form],
      send: (signal) => chooseDeliveryPoint({ deliveryPoint: point }, { signal }),
      applyOptions: () => ({ keepAmountOf: linesChangingAmount('') }),
      succeeded: () => `Wybrano punkt odbioru: ${point}.`,
      failed: () => {
        form.querySelectorAll<HTMLInputElement>('input[name="deliveryPoint"]').forEach((r) => (r.checked = r.defaultChecked));
        return 'Nie udało się zapisać punktu odbioru. Wybór się nie zmienił, spróbuj ponownie.';
      },
    });
  }

  const announceCount = debounce((text: string) => announce(`Punkty odbioru: ${text}`), SEARCH_DEBOUNCE_MS);
  function filterPoints(query: string, speak: boolean): void {
    const items = [...element.querySelectorAll<HTMLElement>('.delivery-point')];
    const radios = items.map((item) => item.querySelector<HTMLInputElement>('input[name="deliveryPoint"]'));
    const chosen = radios.find((r) => r?.checked)?.value ?? null;
    const shown = pointsToShow(radios.map((r) => r?.value ?? ''), query, chosen);
    items.forEach((item, i) => (item.hidden = !shown[i]));
    const text = pointCountText(shown.filter(Boolean).length, items.length);
    const count = element.querySelector('[data-delivery-count]');
    if (count) count.textContent = text;
    if (speak) announceCount(text);
  }

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.id === 'delivery-filter-form') {
      event.preventDefault();
      const field = element.querySelector<HTMLInputElement>('#delivery-filter');
      filterPoints(field?.value ?? '', true);
      return;
    }
    const kind = form.dataset.cartCommand;
    if (!kind) return;
    event.preventDefault();
    if (kind === 'amount') {
      const field = form.querySelector<HTMLInputElement>('input[name="amount"]');
      if (field) changeAmount(field);
    } else if (kind === 'remove') {
      noteNeighbours();
      removeLine(form);
    } else if (kind === 'delivery') {
      const radio = form.querySelector<HTMLInputElement>('input[name="deliveryPoint"]:checked');
      if (radio) chooseDelivery(radio, form);
      else announce('Wybierz punkt odbioru z listy.');
    }
  };

  const onChange = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.form) return;
    if (field.name === 'amount' && field.form.dataset.cartCommand === 'amount') changeAmount(field);
    else if (field.name === 'deliveryPoint' && field.checked) chooseDelivery(field, field.form);
  };

  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.id === 'delivery-filter') filterPoints(event.target.value, true);
  };

  element.addEventListener('submit', onSubmit);
  element.addEventListener('change', onChange);
  element.addEventListener('input', onInput);
  const filter = element.querySelector<HTMLInputElement>('#delivery-filter');
  if (filter?.value) filterPoints(filter.value, false);
  // A point chosen before the island woke (the runtime leaves a radio to the browser) is sent now.
  const chosenEarly = element.querySelector<HTMLInputElement>('input[name="deliveryPoint"]:checked');
  if (chosenEarly?.form && differsFromServer(chosenEarly)) chooseDelivery(chosenEarly, chosenEarly.form);

  return () => {
    life.abort();
    announceCount.cancel();
    element.removeEventListener('submit', onSubmit);
    element.removeEventListener('change', onChange);
    element.removeEventListener('input', onInput);
  };
}

const cartPage: IslandModule<Props> = {
  mount: (element, _props, context) => startCartPage(element, context),
};

export default cartPage;
