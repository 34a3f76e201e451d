/** What the type gallery shows: one card per type a create flow offers, grouped under headings. */
import type { LucideIcon } from 'lucide-react';
import type { ReactElement } from 'react';

/** Colour palettes of the marks and badges: Chakra's semantic palettes, light and dark. */
export type GalleryPalette = 'gray' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'cyan' | 'purple' | 'pink' | 'brand';

/** A card's mark, drawn by the console: a few letters or a simple glyph in a coloured rounded square (never a product's logo). */
export interface GalleryMark {
  /** One to three letters ("My", "TD", "S3"). */
  text?: string;
  /** A glyph instead of letters. */
  icon?: LucideIcon;
  palette: GalleryPalette;
}

export interface GalleryBadge {
  label: string;
  palette?: GalleryPalette;
}

/**
 * A type that may be added once and already is: the card shows "Already added" and a link to the
 * existing one instead of being pickable. `link` is a router link without children (the gallery
 * writes its text), `href` a plain address.
 */
export type GalleryTaken = { link: ReactElement; href?: never } | { href: string; link?: never };

export interface GalleryItem {
  /** Unique among the items; searched too. */
  key: string;
  /** The type's name, in the user's language: the card's accessible name (with its badges). */
  label: string;
  /** One line about it, in the user's language. */
  description: string;
  /** The heading it stands under, in the user's language; groups keep the order of their first item. */
  group: string;
  mark: GalleryMark;
  badges?: readonly GalleryBadge[];
  /** More words the search matches (other names of the type). */
  keywords?: readonly string[];
  taken?: GalleryTaken;
}
