import type { OpenDialog } from '../../shared/state/dialog';
import { openDialog } from '../../shared/ui/dialog';
import type { IslandContext } from '../runtime/types';
import { NoticeFormBody } from './NoticeFormBody';
import { preselectVariant } from './notice-option';

export const NOTICE_FAILURE_MESSAGE = 'Nie udało się zapisać powiadomienia o dostępności. Spróbuj ponownie później.';

export interface NoticeFormOptions {
  template: HTMLTemplateElement;
  productId: number;
  dialogTitle: string;
  /** Gets focus back when the pop-up closes. */
  opener: HTMLElement;
  report: IslandContext['report'];
  /** Aborted when the island goes: its request is dropped and nothing is shown for it. */
  signal: AbortSignal;
  /** The call failed; the pop-up is closing (spec §4). */
  onFailed: () => void;
}

/**
 * Opens a copy of the template's form in the shared pop-up (NoticeFormBody sends it). The form's
 * fields stay the template copy's own nodes. `template` must hold a form with an "email" input
 * (readAvailabilityNotice checks it).
 */
export function openNoticeForm({ template, productId, dialogTitle, opener, report, signal, onFailed }: NoticeFormOptions): OpenDialog {
  const content = template.content.cloneNode(true) as DocumentFragment;
  const form = content.querySelector('form')!;
  preselectVariant(form, productId);
  const handle = openDialog({
    title: dialogTitle,
    content: (
      <NoticeFormBody
        nodes={[...content.childNodes]}
        form={form}
        report={report}
        signal={signal}
        onFailed={() => {
          // Spec §4: the modal closes after a failed call.
          handle.close();
          onFailed();
        }}
      />
    ),
    opener,
    className: 'availability-dialog',
  });
  return handle;
}
