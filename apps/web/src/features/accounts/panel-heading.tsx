import { Button, Group, Title } from '@mantine/core';

/** The heading of a settings panel, with the button that opens its form while it is closed. */
export function PanelHeading({
  id,
  title,
  action,
  editing,
  onEdit,
}: {
  id: string;
  title: string;
  action: string;
  editing: boolean;
  onEdit: () => void;
}) {
  return (
    <Group justify="space-between" mb="xs">
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {!editing && (
        <Button variant="light" size="xs" onClick={onEdit}>
          {action}
        </Button>
      )}
    </Group>
  );
}
