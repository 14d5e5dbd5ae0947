import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SIM_PICKER_NS } from './i18n';
import { customerLink, SAMPLE_CUSTOMERS } from './scenario-link';

/** The picker's choice of customer: the same scenario on each sample customer's own address. */
export function CustomerLinks({ scenario }: { scenario: string }) {
  const { t } = useTranslation(SIM_PICKER_NS);
  const headingId = useId();
  const origin = window.location.origin;
  const choices = [
    { key: 'base', title: t('scenario.customerBase'), href: customerLink(origin, undefined, scenario) },
    ...SAMPLE_CUSTOMERS.map((c) => ({
      key: c.label,
      title: c.title,
      href: customerLink(origin, c.label, scenario),
    })),
  ];
  return (
    <nav aria-labelledby={headingId}>
      <Typography id={headingId} level="title-sm" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {t('scenario.customers')}
      </Typography>
      <Typography level="body-sm" textColor="text.secondary">
        {t('scenario.customersHint')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link href={choice.href} level="body-sm" data-customer={choice.key}>
              {t('scenario.customerLink', { title: choice.title, host: new URL(choice.href).host })}
            </Link>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
