import { Alert, Button, Code, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from '../../components/CopyButton';

export interface CreatedKey {
  name: string;
  apiKey: string;
  apiSecret: string;
}

function Credential({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack gap="2" borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg.subtle">
        <Code flex="1" variant="plain" fontSize="sm" wordBreak="break-all">
          {value}
        </Code>
        <CopyButton value={value} label={copyLabel} />
      </HStack>
    </Stack>
  );
}

/**
 * The key and its secret right after creation, the only time the broker tells the secret: each with
 * a copy button, and a plain warning. Closing forgets them.
 */
export function ApiKeySecretDialog({ created, onClose }: { created: CreatedKey; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">
                <Trans>API key {created.name} created</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Description>
                    <Trans>This is the only time the secret key is shown. Copy it now and keep it somewhere safe: it cannot be shown again. If it is lost, create a new API key.</Trans>
                  </Alert.Description>
                </Alert.Root>
                <Credential label={t`API key`} value={created.apiKey} copyLabel={t`Copy API key`} />
                <Credential label={t`Secret key`} value={created.apiSecret} copyLabel={t`Copy secret key`} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                <Trans>I have copied the secret key</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
