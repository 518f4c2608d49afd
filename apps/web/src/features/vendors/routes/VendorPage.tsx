import { Loader, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { VendorForm } from '../components/VendorForm';

/** /account/vendor: the signed-in account's publisher, tax and bank information outside the wizard. */
export default function VendorPage() {
  usePageTitle('Vendor information');
  const { data: user, isPending } = useSession();
  if (isPending) return <Loader aria-label="Loading" />;
  if (!user) return <Navigate to="/sign-in" replace />;
  return (
    <Stack gap="md" maw={760} mx="auto" p="md">
      <Title order={1}>Vendor information</Title>
      <Text>Your publisher, tax and bank information. Numbers on file are shown masked.</Text>
      <VendorForm />
    </Stack>
  );
}
