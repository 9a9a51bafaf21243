import { useSignals } from '@preact/signals-react/runtime';
import { activeDialog } from '../state/dialog';
import { PopupDialog } from './PopupDialog';

/** Draws the one pop-up open now (activeDialog), in the dialog root that openDialog mounts. */
export function ActiveDialog() {
  useSignals();
  const dialog = activeDialog.value;
  if (!dialog) return null;
  const { title, content, className, description } = dialog.options;
  return (
    <PopupDialog
      key={dialog.id}
      ref={(element) => {
        if (element) dialog.element = element;
      }}
      title={title}
      content={content}
      className={className}
      description={description}
      closing={dialog.closing.value}
      onClose={dialog.close}
      onFadedOut={dialog.finishClosing}
    />
  );
}
