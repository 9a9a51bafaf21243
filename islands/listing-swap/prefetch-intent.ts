import { savesData } from '../../shared/saves-data';
import { formUrlIfChosen, isSwappableForm, swappableAnchor, type ChoiceControl } from './swap-url';

/** How long the pointer rests on a link or control before its listing is fetched ahead. */
export const HOVER_INTENT_MS = 200;

/** Forms sent as soon as a box is ticked or an option chosen: by the swap, or by the sorter island. */
const SENT_ON_CHOICE = 'form[data-submit-on-change], form[data-island="sorter"]';

type Intent = HTMLAnchorElement | ChoiceControl;

/**
 * What `target` is part of that leads to another listing in one step: a swappable link, a checkbox or
 * radio (or its label) or a select's option in a form sent on choice. A select itself leads nowhere
 * yet: which option the shopper will take is unknown.
 */
function intentOf(target: EventTarget | null): Intent | null {
  const link = swappableAnchor(target);
  if (link) return link;
  if (!(target instanceof Element)) return null;
  const control = target.closest('label')?.control ?? target;
  const choice =
    control instanceof HTMLOptionElement || (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) ? control : null;
  const form = choice?.form;
  return choice && form?.matches(SENT_ON_CHOICE) && isSwappableForm(form, null) ? choice : null;
}

/** The URL the intent leads to, read when it is acted on (the form may have changed since). */
function urlOf(intent: Intent): string | null {
  if (!intent.isConnected) return null;
  return intent instanceof HTMLAnchorElement ? intent.href : (formUrlIfChosen(intent)?.href ?? null);
}

/**
 * Calls `want` with the listing URL the shopper is heading to: a link or control inside `root`
 * hovered for 200 ms, focused, or pressed. `want` returns what to call once the shopper turned away
 * (the pointer left, the focus moved; a press, at once: its click follows). Nothing when the shopper
 * asked to save data. Returns the stop.
 */
export function watchIntent(root: HTMLElement, want: (url: string) => () => void): () => void {
  let hovered: { intent: Intent; timer?: ReturnType<typeof setTimeout>; drop?: () => void } | null = null;
  let focusedDrop: (() => void) | undefined;

  const wantIntent = (intent: Intent | null) => {
    const url = intent && !savesData() ? urlOf(intent) : null;
    return url ? want(url) : undefined;
  };
  const leave = () => {
    clearTimeout(hovered?.timer);
    hovered?.drop?.();
    hovered = null;
  };

  const onPointerOver = (event: PointerEvent) => {
    const intent = intentOf(event.target);
    if (intent === hovered?.intent) return;
    leave();
    if (!intent) return;
    const now = { intent } as NonNullable<typeof hovered>;
    now.timer = setTimeout(() => (now.drop = wantIntent(intent)), HOVER_INTENT_MS);
    hovered = now;
  };
  const onPointerOut = (event: PointerEvent) => {
    if (hovered && intentOf(event.relatedTarget) !== hovered.intent) leave();
  };
  const onPress = (event: Event) => {
    // The press fetches now; the hover's timer, firing after the click, would fetch the way back.
    clearTimeout(hovered?.timer);
    // Held by nothing once the click's swap went past it, so a later swap that supersedes it stops it.
    wantIntent(intentOf(event.target))?.();
  };
  const onFocusIn = (event: FocusEvent) => {
    focusedDrop?.();
    focusedDrop = wantIntent(intentOf(event.target));
  };
  const onFocusOut = () => {
    focusedDrop?.();
    focusedDrop = undefined;
  };

  root.addEventListener('pointerover', onPointerOver);
  root.addEventListener('pointerout', onPointerOut);
  root.addEventListener('pointerdown', onPress);
  root.addEventListener('touchstart', onPress, { passive: true });
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  return () => {
    leave();
    root.removeEventListener('pointerover', onPointerOver);
    root.removeEventListener('pointerout', onPointerOut);
    root.removeEventListener('pointerdown', onPress);
    root.removeEventListener('touchstart', onPress);
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
  };
}
