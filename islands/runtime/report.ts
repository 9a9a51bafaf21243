import type { ApiError } from '../../shared/api/errors';
import { dispatch } from '../../shared/events/dispatch';
import type { ErrorEventDetail } from '../../shared/events/types';

/**
 * A short, recognisable description of a hook element for log lines (the island is named beside it):
 * `<a#id.class>`. Read as attributes: a form's controls shadow its properties, so `form.id` is the
 * control named "id" (a wishlist form has one), not the form's id.
 */
export function describeElement(element: Element): string {
  const id = element.getAttribute('id');
  const classes = element.getAttribute('class')?.trim().replace(/\s+/g, '.');
  return `<${element.localName}${id ? '#' + id : ''}${classes ? '.' + classes : ''}>`;
}

/**
 * The one log line format for every island failure, told to theme scripts too: `storefront:error` on
 * the hook, with the server call behind it (its name, HTTP status, and the exception the server said it
 * threw) when the cause is a failed call,
 * and the Error itself. The console gets the Error beside the line, so it prints its stack
 * and cause chain. Returns what went wrong, the line without its island and element.
 */
export function reportIslandProblem(name: string, element: Element, problem: string, cause?: unknown): string {
  const error = cause instanceof Error ? cause : undefined;
  // An ApiError (shared/api) names its call, and the status when the call was answered with an error.
  // Read off the error rather than told by instanceof: boot has no room for ApiError's code.
  const { message: why, call, status, exceptionType, serverMessage }: Partial<ApiError> = error ?? { message: String(cause) };
  const message = cause === undefined ? problem : `${problem}: ${why}`;
  console.error(`[storefront] island "${name}" on ${describeElement(element)}: ${message}`, ...(error ? [error] : []));
  // Boot's listener on window adds the release before any other listener hears it (storefront-global.ts):
  // written here, it would put the version into every chunk that shares this file, renaming them all
  // with each release, and stranding open pages sooner.
  dispatch(element, 'storefront:error', { island: name, message, call, status, exceptionType, serverMessage, error } as ErrorEventDetail);
  return message;
}
