import { type ChangeEvent, useId, useRef, useState } from 'react';
import { LIMITS } from '@site/contracts/domain';
import { Button } from '../../components/button/button';
import { FieldFrame, fieldLabelId, fieldMessageId } from '../../components/field/field-frame';
import { CameraIcon } from '../../components/icons/icons';
import { CloseIcon } from '../../components/icons/shell-icons';
import { useTranslation } from '../../lib/use-translation';
import styles from './proof-upload.module.css';
import { readProofFiles, type TProofRejection } from './read-proof-files';

type TProofUploadProps = {
  label: string;
  /** The chosen images as data URLs. */
  value: readonly string[];
  onChange: (dataUrls: string[]) => void;
  /** A translated message from the form (for example "at least one image"). */
  error?: string | null;
  isRequired?: boolean;
  disabled?: boolean;
};

const MEGABYTE = 1024 * 1024;

/**
 * Proof images for the cashier (docs/product.md §5/§9): png or jpg, at most 5 MB each, at
 * most 3. Shows thumbnails with remove buttons and says why a file was refused.
 */
export const ProofUpload = ({
  label,
  value,
  onChange,
  error,
  isRequired = false,
  disabled,
}: TProofUploadProps) => {
  const { t } = useTranslation();
  const buttonId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejections, setRejections] = useState<TProofRejection[]>([]);
  const isFull = value.length >= LIMITS.upload.maxFiles;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so choosing the same file again after removing it fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    try {
      const read = await readProofFiles(files, value.length);
      setRejections(read.rejections);
      if (read.dataUrls.length > 0) onChange([...value, ...read.dataUrls]);
    } catch {
      setRejections([{ messageKey: 'proof_upload.read_failed', values: {} }]);
    }
  };

  const remove = (index: number) => {
    setRejections([]);
    onChange(value.filter((_, position) => position !== index));
  };

  return (
    <FieldFrame
      controlId={buttonId}
      label={label}
      isRequired={isRequired}
      error={error}
      help={t('proof_upload.hint', { max: LIMITS.upload.maxFiles, size: LIMITS.upload.maxBytes / MEGABYTE })}
      variant="default"
    >
      <div className={styles.row}>
        {value.map((dataUrl, index) => (
          <div key={`${index}-${dataUrl.length}`} className={styles.thumb}>
            <img
              src={dataUrl}
              alt={t('proof_upload.thumbnail', { index: index + 1 })}
              className={styles.image}
            />
            <Button
              variant="secondary"
              size="sm"
              iconOnly
              className={styles.remove}
              aria-label={t('proof_upload.remove', { index: index + 1 })}
              icon={<CloseIcon />}
              disabled={disabled}
              onClick={() => remove(index)}
            />
          </div>
        ))}
        {!isFull && (
          <Button
            id={buttonId}
            variant="outline"
            className={styles.add}
            icon={<CameraIcon />}
            disabled={disabled}
            aria-labelledby={`${fieldLabelId(buttonId)} ${buttonId}-text`}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldMessageId(buttonId)}
            onClick={() => inputRef.current?.click()}
          >
            <span id={`${buttonId}-text`}>{t('proof_upload.add')}</span>
          </Button>
        )}
      </div>
      {/* The browser's picker, opened by the button: hidden, so the field is one control for everyone. */}
      <input
        ref={inputRef}
        type="file"
        accept={LIMITS.upload.types.join(',')}
        multiple
        hidden
        disabled={disabled || isFull}
        onChange={(event) => void onFiles(event)}
      />
      {rejections.length > 0 && (
        <ul className={styles.rejections} role="alert">
          {rejections.map((rejection, index) => (
            <li key={index}>{t(rejection.messageKey, rejection.values)}</li>
          ))}
        </ul>
      )}
    </FieldFrame>
  );
};
