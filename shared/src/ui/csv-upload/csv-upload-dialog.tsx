import { Button, Modal } from 'antd';
import { App } from '@sdp/shared/ui/app';
import { formatNumber } from '@sdp/shared/domain';
import { CsvUploadPanel, type CsvUploadPanelProps } from './csv-upload-panel';

export interface CsvUploadDialogProps extends CsvUploadPanelProps {
  title: string;
  successMessage: string;
  open: boolean;
  onClose: () => void;
}

/** The upload part in a dialog, for list pages: on success the dialog closes and says how many rows went in. */
export function CsvUploadDialog({
  title,
  successMessage,
  open,
  onClose,
  onImported,
  ...panel
}: CsvUploadDialogProps) {
  const { message } = App.useApp();
  return (
    <Modal
      open={open}
      title={title}
      width={960}
      onCancel={onClose}
      footer={<Button onClick={onClose}>閉じる</Button>}
      destroyOnHidden
    >
      <CsvUploadPanel
        {...panel}
        onImported={(answer) => {
          message.success(`${successMessage}（${formatNumber(answer.importedCount)}件）`);
          onClose();
          onImported?.(answer);
        }}
      />
    </Modal>
  );
}
