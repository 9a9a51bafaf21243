import { postJson, type CallOptions } from './client';
import type { FetchQuestionFormTemplateRequest, FetchQuestionFormTemplateResponse } from './types';
import { obj, str, type ShapeOf } from './validate';

const answer = obj({ htmlTemplate: str } satisfies ShapeOf<FetchQuestionFormTemplateResponse>);

/** The question form's HTML for a trigger's form type and optional id. */
export function fetchQuestionFormTemplate(
  req: FetchQuestionFormTemplateRequest,
  options?: CallOptions,
): Promise<FetchQuestionFormTemplateResponse> {
  return postJson('FetchQuestionFormTemplate', 'api/frontend/FetchQuestionFormTemplate', req, answer, options);
}
