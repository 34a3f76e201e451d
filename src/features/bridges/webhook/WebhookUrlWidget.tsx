import { Box, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { createContext, useContext } from 'react';
import type { ProbeResult } from '../editor/bridge-api';
import { ProbeButton } from '../editor/ProbeButton';
import { TemplateWidget } from '../editor/TemplateWidget';

export interface WebhookUrlContext {
  /** Its failure is explained right under the URL it names: no field mark repeats it. */
  probe: () => Promise<ProbeResult> | undefined;
  /** An existing connector to the same base URL, offered for reuse. */
  offer?: { name: string; url: string };
  reusing: boolean;
  setReusing: (reuse: boolean) => void;
}

const PROBED = { kind: 'connector', type: 'http' } as const;

export const WebhookUrl = createContext<WebhookUrlContext | undefined>(undefined);

/** The endpoint's URL with Test connectivity beside it, and the offer of a connector already there. */
export function WebhookUrlWidget(props: WidgetProps) {
  const context = useContext(WebhookUrl);
  return (
    <Stack gap="2">
      <HStack align="end" gap="3" wrap="wrap">
        <Box flex="1" minW="18rem">
          <TemplateWidget {...props} />
        </Box>
        {context ? <ProbeButton probe={context.probe} context={PROBED} disabled={props.disabled || props.readonly} /> : null}
      </HStack>
      {context?.offer ? (
        <Checkbox.Root checked={context.reusing} onCheckedChange={(e) => context.setReusing(e.checked === true)} disabled={props.disabled || props.readonly}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Text as="span">
              <Trans>
                Reuse the connector {context.offer.name}: it already connects to {context.offer.url}
              </Trans>
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </Stack>
  );
}
