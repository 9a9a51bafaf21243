import { integer, string } from '../runtime/schema';

export const questionFormSchema = {
  formType: integer(),
  /** Optional: absent, the form is not about one thing and `id: null` is sent. */
  formId: integer(null),
  formTitle: string(''),
};
