import { SimpleGrid, Stat } from '@chakra-ui/react';

export interface MetricCard {
  label: string;
  value: string;
}

/** The few figures that tell most, as cards in one row (two a row on a narrow window). */
export function MetricCards({ cards, muted, describedBy }: { cards: readonly MetricCard[]; muted?: boolean; describedBy?: string }) {
  return (
    <SimpleGrid columns={{ base: 2, md: cards.length }} gap="4">
      {cards.map((card) => (
        <Stat.Root key={card.label} borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel" aria-describedby={describedBy}>
          <Stat.Label>{card.label}</Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums" color={muted ? 'fg.muted' : undefined}>
            {card.value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
