import { Badge, Box, chakra, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type UIEvent } from 'react';
import type { PayloadFormat } from '../../components/payload/payload';
import { formatBytes } from '../../i18n/format';
import { payloadPreview } from './message-preview';
import type { MessageRecord } from './ws-store';

/** Fixed row height is what lets the list render only the rows in view, whatever its length. */
const ROW_HEIGHT = 56;
const VIEW_HEIGHT = 448;
const OVERSCAN = 4;

interface MessageListProps {
  label: string;
  count: number;
  /** The row at `index`, newest first. */
  at: (index: number) => MessageRecord | undefined;
  format: PayloadFormat;
  selectedId?: number;
  onSelect: (message: MessageRecord) => void;
}

const RowButton = chakra('button');

function Row({ message, format, selected, onSelect }: { message: MessageRecord; format: PayloadFormat; selected: boolean; onSelect: () => void }) {
  const { t, i18n } = useLingui();
  const preview = payloadPreview(message.payload, format);
  const size = formatBytes(message.payload.length, i18n.locale);
  return (
    <RowButton
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      display="block"
      width="full"
      height={`${ROW_HEIGHT}px`}
      textAlign="start"
      px="3"
      py="1"
      borderBottomWidth="1px"
      bg={selected ? 'brand.subtle' : undefined}
      _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '-2px',
      }}
    >
      <HStack gap="2" fontSize="sm" minW="0">
        <Text fontWeight="semibold" truncate flex="1" minW="0">
          {message.topic}
        </Text>
        <Badge size="sm" variant="outline">{t`QoS ${message.qos}`}</Badge>
        {message.retain ? (
          <Badge size="sm" colorPalette="orange">
            <Trans>Retained</Trans>
          </Badge>
        ) : null}
        <Text color="fg.muted" fontSize="xs" whiteSpace="nowrap">
          {new Date(message.time).toLocaleTimeString(i18n.locale, {
            hour12: false,
          })}
          .{String(message.time % 1000).padStart(3, '0')}
        </Text>
      </HStack>
      <Text fontFamily="mono" fontSize="xs" truncate color={preview === undefined ? 'fg.muted' : undefined}>
        {preview ?? (message.payload.length > 1024 * 1024 ? t`${size}: too large to show, open it to download` : t`Not JSON`)}
      </Text>
    </RowButton>
  );
}

/** A windowed list: however many messages it holds, only the rows in view (and a few around) exist. */
export function MessageList({ label, count, at, format, selectedId, onSelect }: MessageListProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  const rows: { index: number; message: MessageRecord }[] = [];
  for (let index = first; index < last; index++) {
    const message = at(index);
    if (message) rows.push({ index, message });
  }

  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      height={`${Math.min(VIEW_HEIGHT, Math.max(count, 1) * ROW_HEIGHT)}px`}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      onScroll={(e: UIEvent<HTMLDivElement>) => setScrollTop(e.currentTarget.scrollTop)}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <Box as="ul" role="list" listStyleType="none" position="relative" height={`${count * ROW_HEIGHT}px`} m="0" p="0">
        {rows.map(({ index, message }) => (
          <Box as="li" key={message.id} position="absolute" top={`${index * ROW_HEIGHT}px`} left="0" right="0" aria-setsize={count} aria-posinset={index + 1}>
            <Row message={message} format={format} selected={message.id === selectedId} onSelect={() => onSelect(message)} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
