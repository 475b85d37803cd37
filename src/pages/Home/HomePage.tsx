import Grid from '@mui/material/Grid';
import {
  AutoStoriesOutlined,
  CalendarMonthOutlined,
  SmartToyOutlined,
  TopicOutlined,
} from '@mui/icons-material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LAYOUT } from '../../config';
import { Greeting } from '../../components/Greeting';
import { SectionCard } from '../../components/SectionCard';
import { useAppSelector } from '../../state/hooks';

export interface HomePageProps {
  /** The moment the page greets for; stories pin it. */
  now?: Date;
}

export function HomePage({ now }: HomePageProps) {
  const intl = useIntl();
  const user = useAppSelector((state) => state.session.user);
  const [mountedAt] = useState(() => new Date());
  const username = encodeURIComponent(user?.username ?? '');
  const sections = [
    { id: 'notebook', icon: AutoStoriesOutlined, to: '/digi_notebook' },
    { id: 'calendar', icon: CalendarMonthOutlined, to: `/calendar/${username}` },
    { id: 'fileAssistant', icon: TopicOutlined, to: '/file_assistant' },
    { id: 'agent', icon: SmartToyOutlined, to: '/agent' },
  ];
  return (
    <>
      <Greeting name={user?.name ?? ''} now={now ?? mountedAt} />
      <Grid container spacing={LAYOUT.gridSpacing}>
        {sections.map((section) => (
          <Grid key={section.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <SectionCard
              icon={section.icon}
              to={section.to}
              title={intl.formatMessage({ id: `menu.${section.id}` })}
              description={intl.formatMessage({ id: `home.section.${section.id}` })}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}

export default HomePage;
