import { integer, string, type Attr } from '../runtime/schema';

/** The id is optional: absent, the form is not about one thing and `id: null` is sent. */
const optionalInteger = (): Attr<number | null> => ({ ...integer(), fallback: null });

export const questionFormSchema = {
  formType: integer(),
  formId: optionalInteger(),
  formTitle: string(''),
};
