import { postJson, type CallOptions } from './client';
import type { AvailabilityRequest, AvailabilityResponse } from './types';
import { obj, str, type ShapeOf } from './validate';

const answer = obj({ message: str } satisfies ShapeOf<AvailabilityResponse>);

/** Subscribes an e-mail address to a notice when the option is back in stock. */
export function requestAvailabilityNotice(req: AvailabilityRequest, options?: CallOptions): Promise<AvailabilityResponse> {
  return postJson('availability', 'api/frontend/availability', req, answer, options);
}
