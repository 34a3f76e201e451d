import { Box } from '@chakra-ui/react';
import type { Extension } from '@codemirror/state';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './CodeEditor';

export type LazyCodeEditorProps = Omit<CodeEditorProps, 'extensions'>;

/**
 * A code editor for one language, fetched with the first screen that shows it, together with its
 * language (highlighting, linter, completion): neither weighs on the screens that have none.
 */
export function lazyCodeEditor(loadExtensions: () => Promise<Extension>) {
  const Editor = lazy(async () => {
    const [{ default: CodeEditor }, extensions] = await Promise.all([import('./CodeEditor'), loadExtensions()]);
    return { default: (props: LazyCodeEditorProps) => <CodeEditor {...props} extensions={extensions} /> };
  });
  return function LazyCodeEditor(props: LazyCodeEditorProps) {
    const lines = props.minLines ?? 8;
    return (
      <Suspense fallback={<Box height={`${lines * 1.6 + 0.5}em`} borderWidth="1px" borderRadius="l2" bg="bg.subtle" aria-busy="true" />}>
        <Editor {...props} />
      </Suspense>
    );
  };
}
