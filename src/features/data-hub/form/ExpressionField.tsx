import { lazyCodeEditor, type LazyCodeEditorProps } from '../../../components/code/LazyCodeEditor';

/** The shared code editor on one line, with Variform's completion and checks, fetched with the form. */
const LoadedEditor = lazyCodeEditor<undefined>(() => import('./variform-extensions').then((m) => m.variformExtensions));

export function ExpressionField(props: LazyCodeEditorProps) {
  return <LoadedEditor {...props} compact minLines={1} maxLines={3} />;
}
