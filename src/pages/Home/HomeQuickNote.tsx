import { QuickNote } from '@/components/home/QuickNote';
import { useQuickNoteSave } from './useQuickNoteSave';

/** Home's quick note, wired to note creation. */
export function HomeQuickNote() {
  const { save, saving } = useQuickNoteSave();
  return <QuickNote onSave={save} saving={saving} />;
}
