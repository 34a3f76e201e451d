import { Box } from '@chakra-ui/react';
import type { Extension } from '@codemirror/state';
import { lazy, Suspense, useMemo } from 'react';
import type { CodeEditorProps } from './CodeEditor';

export type LazyCodeEditorProps = Omit<CodeEditorProps, 'extensions'>;

/**
 * A code editor for one language, fetched with the first screen that shows it, together with its
 * language (highlighting, linter, completion): neither weighs on the screens that have none.
 * `load` gives the function that makes the language's extensions from the editor's `options`
 * (what completion offers, an error to mark…); they are made again only when `options` change.
 */
export function lazyCodeEditor<Options = undefined>(load: () => Promise<(options: Options) => Extension>) {
  const Editor = lazy(async () => {
    const [{ default: CodeEditor }, extensionsFor] = await Promise.all([import('./CodeEditor'), load()]);
    function LanguageEditor({ options, ...props }: LazyCodeEditorProps & { options: Options }) {
      const extensions = useMemo(() => extensionsFor(options), [options]);
      return <CodeEditor {...props} extensions={extensions} />;
    }
    return { default: LanguageEditor };
  });
  return function LazyCodeEditor(props: LazyCodeEditorProps & (undefined extends Options ? { options?: Options } : { options: Options })) {
    const lines = props.minLines ?? 8;
    return (
      <Suspense fallback={<Box w="full" height={`${lines * 1.6 + 0.5}em`} borderWidth="1px" borderRadius="l2" bg="bg.subtle" aria-busy="true" />}>
        <Editor {...props} options={props.options as Options} />
      </Suspense>
    );
  };
}
