/** What the question-form island takes from its server markup: the trigger's own label, adopted as it is. */
export interface QuestionFormMarkup {
  label: readonly Node[];
}

export const readQuestionForm = (element: HTMLElement): QuestionFormMarkup => ({ label: [...element.childNodes] });
