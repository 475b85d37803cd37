import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import TextSnippetOutlined from '@mui/icons-material/TextSnippetOutlined';
import type { FileKind } from '@/api/schema';

const ICONS = {
  pdf: PictureAsPdfOutlined,
  docx: DescriptionOutlined,
  markdown: ArticleOutlined,
  csv: TableChartOutlined,
  json: DataObjectOutlined,
  text: TextSnippetOutlined,
  image: ImageOutlined,
} as const;

/** The icon of a file's type, decorative: the type is also said in words beside it. */
export function FileKindIcon({ kind }: { kind: FileKind }) {
  const Icon = ICONS[kind];
  return <Icon color="action" aria-hidden />;
}
