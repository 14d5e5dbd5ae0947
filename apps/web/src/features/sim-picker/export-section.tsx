import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';
import { FeedbackLine, useFeedback } from './feedback';
import { SIM_PICKER_NS } from './i18n';
import { simApi } from './queries';

/** Hands the exported file to the browser's downloads, named as the simulator named it. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Repro export (docs/qa-guide.md, "Reproduce a bug: export your world"): the world at this
 * moment as a scenario file to attach to a bug report, and a link that opens a fresh copy of it
 * on this gateway while it runs.
 */
export function ExportSection() {
  const { t } = useTranslation(SIM_PICKER_NS);
  const { feedback, success, failure } = useFeedback();
  const headingId = useId();
  const linkId = useId();
  const exporter = useMutation({
    mutationFn: async () => {
      const repro = await simApi.exportWorld();
      download(repro.yaml, repro.fileName);
      return { ...repro, url: new URL(repro.link, window.location.origin).href };
    },
    onSuccess: (repro) => success(t('export.done', { fileName: repro.fileName })),
    onError: failure,
  });
  const url = exporter.data?.url;

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="sim-export">
      <Typography level="title-md" component="h3" id={headingId} sx={{ mb: 1 }}>
        {t('export.heading')}
      </Typography>
      <Typography level="body-sm" sx={{ mb: 1 }}>
        {t('export.hint')}
      </Typography>
      <Button variant="outlined" loading={exporter.isPending} onClick={() => exporter.mutate()}>
        {t('export.button')}
      </Button>
      {url ? (
        <FormControl sx={{ mt: 1.5 }}>
          <FormLabel htmlFor={linkId}>{t('export.link')}</FormLabel>
          <Stack direction="row" spacing={1} alignItems="center">
            <Input
              value={url}
              readOnly
              sx={{ flex: 1, minWidth: 0 }}
              slotProps={{ input: { id: linkId, spellCheck: false, onFocus: (e) => e.target.select() } }}
            />
            <CopyButton
              value={url}
              label={t('export.copy')}
              onCopied={() => success(t('export.copied'))}
              onFailed={() => failure(new Error(t('scenario.copyFailed')))}
            />
          </Stack>
          <FormHelperText>{t('export.linkHint')}</FormHelperText>
        </FormControl>
      ) : null}
      <FeedbackLine feedback={feedback} />
    </Box>
  );
}
