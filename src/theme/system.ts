import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Only the recipes the console uses: the full default system costs ~25 KB gzip more on first load.
 * Add a recipe here when a screen starts using its component.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: { button: buttonRecipe, heading: headingRecipe, input: inputRecipe, link: linkRecipe, spinner: spinnerRecipe },
      slotRecipes: { alert: alertSlotRecipe, field: fieldSlotRecipe, table: tableSlotRecipe, toast: toastSlotRecipe },
    },
  }),
);
