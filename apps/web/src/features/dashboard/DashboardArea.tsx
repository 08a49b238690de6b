import { Button, Container, Group, Title } from '@mantine/core';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { AlertBanner } from '../../components/alerts/AlertBanner.tsx';
import { Logo } from '../../components/Logo.tsx';
import { signOut, useSessionRefresh } from '../../session/use-session-refresh.ts';

function TagView() {
  const { tagId } = useParams();
  return <Title order={2}>Tag {tagId}</Title>;
}

/** The signed-in area; loaded on demand after the session guard let the user in. */
export function DashboardArea() {
  const navigate = useNavigate();
  useSessionRefresh();
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md">
        <Logo />
        <Button
          variant="subtle"
          onClick={async () => {
            await signOut();
            navigate('/home/login');
          }}
        >
          Sign out
        </Button>
      </Group>
      <AlertBanner />
      <Routes>
        <Route path="tag/:tagId" element={<TagView />} />
        <Route path="*" element={<Title order={2}>Projects</Title>} />
      </Routes>
    </Container>
  );
}
