import type { OpenDialog } from '../../shared/state/dialog';
import { openDialog } from '../../shared/ui/dialog';
import type { IslandContext } from '../runtime/types';
import { NoticeFormBody } from './NoticeFormBody';
import { preselectVariant } from './notice-option';

/** A copy of the template's form: the nodes the pop-up shows, and the form among them. */
export interface NoticeFormCopy {
  nodes: readonly Node[];
  form: HTMLFormElement;
}

export interface NoticeFormOptions {
  copy: NoticeFormCopy;
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
 * A fresh copy of the template's form, its variant preset. `template` must hold a form with an
 * "email" input (readAvailabilityNotice checks it).
 */
export function copyNoticeForm(template: HTMLTemplateElement, productId: number): NoticeFormCopy {
  const content = template.content.cloneNode(true) as DocumentFragment;
  const form = content.querySelector('form')!;
  preselectVariant(form, productId);
  return { nodes: [...content.childNodes], form };
}

/** Opens a form copy in the shared pop-up (NoticeFormBody sends it); its fields stay the copy's own nodes. */
export function openNoticeForm({ copy: { nodes, form }, dialogTitle, opener, report, signal, onFailed }: NoticeFormOptions): OpenDialog {
  const handle = openDialog({
    title: dialogTitle,
    content: (
      <NoticeFormBody
        nodes={nodes}
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
