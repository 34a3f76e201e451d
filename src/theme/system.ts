import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * EMQX's violet as a colour palette, light and dark, so components say colorPalette="brand"
 * and never name a colour. Values from Chakra's own scale shape (solid, contrast, fg…).
 */
const brand = {
  // White text keeps 4.5:1 in both themes: 5.9:1 on solid, 4.9:1 on a solid button's hover shade (solid/90).
  solid: { value: { _light: '#5646f5', _dark: '#5646f5' } },
  contrast: { value: { _light: 'white', _dark: 'white' } },
  fg: { value: { _light: '#4b3ccc', _dark: '#b3abff' } },
  muted: { value: { _light: '#d9d5ff', _dark: '#2f2880' } },
  subtle: { value: { _light: '#eceaff', _dark: '#1e1a52' } },
  emphasized: { value: { _light: '#c6c0ff', _dark: '#3a3399' } },
  focusRing: { value: { _light: '#5e4eff', _dark: '#9d93ff' } },
};

/**
 * Elevation in the dark theme: the page, what sits on it (cards, header, menu bar), and what floats
 * above (dialogs, menus) are three steps apart. Chakra's dark page (#09090b) and panel (#111) read as
 * one flat black. Light stays white on white, told apart by borders and shadows.
 */
const bg = {
  ...semanticTokens.colors.bg,
  panel: { value: { _light: '{colors.white}', _dark: '#17171b' } },
  overlay: { value: { _light: '{colors.white}', _dark: '#222228' } },
};

/** Dialogs and menus float: the overlay step, and a border that still shows on a dark page. */
const dialogRecipe = {
  ...dialogSlotRecipe,
  base: { ...dialogSlotRecipe.base, content: { ...dialogSlotRecipe.base?.content, bg: 'bg.overlay', _dark: { borderWidth: '1px', borderColor: 'border' } } },
};
const menuRecipe = {
  ...menuSlotRecipe,
  base: { ...menuSlotRecipe.base, content: { ...menuSlotRecipe.base?.content, '--menu-bg': 'colors.bg.overlay', _dark: { borderWidth: '1px', borderColor: 'border' } } },
};

/** Error texts under fields: Chakra's red.500 is 3.8:1 on white, under the 4.5:1 small text needs. */
const fgError = { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } };

/**
 * Chakra's success and warning toasts put white on green.600 (3.3:1) and orange.600 (3.6:1) and fade the
 * description to 80 %; small text needs 4.5:1. One shade darker (5.0:1 and 5.2:1), description unfaded.
 */
const toastRoot = toastSlotRecipe.base?.root as Record<string, object>;
const toastRecipe = {
  ...toastSlotRecipe,
  base: {
    ...toastSlotRecipe.base,
    root: {
      ...toastRoot,
      '&[data-type=success]': { ...toastRoot['&[data-type=success]'], bg: 'green.700' },
      '&[data-type=warning]': { ...toastRoot['&[data-type=warning]'], bg: 'orange.700' },
    },
    description: { ...toastSlotRecipe.base?.description, opacity: 1 },
  },
};

/**
 * Only the recipes the console uses: the full default system costs ~25 KB gzip more on first load.
 * Add a recipe here when a screen starts using its component.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      html: { ...globalCss.html, colorPalette: 'brand' },
      // Operators who ask their system for less motion get none: no fades, slides or spinning (a busy
      // control still says so in words and aria-busy). The e2e browser asks too, which spares two cores
      // the frames of every dialog, toast and spinner. No animation at all rather than a very short one: a closing
      // dialog then leaves at once, where a 0.01 ms animation could end before its end was listened for and
      // leave an invisible backdrop over the page.
      '*, *::before, *::after': {
        _motionReduce: { animationName: 'none !important', transitionDuration: '0.01ms !important', scrollBehavior: 'auto !important' },
      },
    },
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens: { ...semanticTokens, colors: { ...semanticTokens.colors, bg, brand, fg: { ...semanticTokens.colors.fg, error: fgError } } },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        code: codeRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        kbd: kbdRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogRecipe,
        field: fieldSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        list: listSlotRecipe,
        menu: menuRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        radioGroup: radioGroupSlotRecipe,
        segmentGroup: segmentGroupSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        toast: toastRecipe,
        tooltip: tooltipSlotRecipe,
      },
    },
  }),
);
