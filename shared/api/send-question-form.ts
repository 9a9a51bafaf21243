import { postJson, type CallOptions } from './client';
import type { SendQuestionFormRequest, SendQuestionFormResponse } from './types';
import { obj, str, type ShapeOf } from './validate';

const answer = obj({ message: str } satisfies ShapeOf<SendQuestionFormResponse>);

/** Sends a filled question form; the answer's message is shown to the visitor. */
export function sendQuestionForm(req: SendQuestionFormRequest, options?: CallOptions): Promise<SendQuestionFormResponse> {
  return postJson('SendQuestionForm', 'api/frontend/SendQuestionForm', req, answer, options);
}
