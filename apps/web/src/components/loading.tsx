import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A centred spinner that screen readers announce. */
export function Loading({ py = 'xl' }: { py?: number | string }) {
  return (
    <Center py={py} role="status">
      <Loader />
      <VisuallyHidden>Loading</VisuallyHidden>
    </Center>
  );
}
