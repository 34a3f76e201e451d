import { Button, HStack, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { FieldShell } from './FieldShell';

/**
 * A certificate or key: PEM content pasted or read from a file, or the path of a file on the
 * broker (EMQX takes both). The file is read in the browser; nothing is uploaded on its own.
 */
export function PemWidget({ id, value, onChange, onBlur, label, hideLabel, required, disabled, readonly, rawErrors }: WidgetProps) {
  const { t } = useLingui();
  const file = useRef<HTMLInputElement>(null);
  const off = disabled || readonly;
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={off} invalid={(rawErrors?.length ?? 0) > 0}>
      <Textarea
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, value)}
        placeholder={t`-----BEGIN CERTIFICATE----- … or a file path on the broker`}
        fontFamily="mono"
        fontSize="xs"
        rows={3}
        autoresize
        maxH="40"
        spellCheck={false}
        aria-describedby={ariaDescribedByIds(id)}
      />
      <HStack mt="1">
        <Button size="xs" variant="outline" disabled={off} onClick={() => file.current?.click()}>
          <Upload aria-hidden />
          <Trans>Read from a file…</Trans>
        </Button>
        <VisuallyHidden>
          <input
            ref={file}
            type="file"
            tabIndex={-1}
            aria-label={t`${label}: file to read`}
            accept=".pem,.crt,.cer,.key,.ca"
            onChange={async (e) => {
              const chosen = e.target.files?.[0];
              if (chosen) onChange(await chosen.text());
              e.target.value = '';
            }}
          />
        </VisuallyHidden>
      </HStack>
    </FieldShell>
  );
}
