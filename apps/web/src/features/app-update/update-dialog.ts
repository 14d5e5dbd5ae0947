import './update-dialog.css';

export interface UpdateDialogTexts {
  title: string;
  description: string;
  reload: string;
  later: string;
}

/**
 * The software-update modal (spec section 2: "software-update modal asking for a reload"). Plain
 * DOM and a native modal <dialog>: it shows over the sign-in pages (no component kit there) and the
 * signed-in ones alike, keeps focus inside itself, and Escape or Later leaves the page as it is.
 */
export function showUpdateDialog(
  doc: Document,
  texts: UpdateDialogTexts,
  onReload: () => void,
): HTMLDialogElement {
  const dialog = doc.createElement('dialog');
  dialog.className = 'update-dialog';
  dialog.setAttribute('aria-labelledby', 'update-dialog-title');
  dialog.setAttribute('aria-describedby', 'update-dialog-description');

  const title = doc.createElement('h2');
  title.id = 'update-dialog-title';
  title.textContent = texts.title;
  const description = doc.createElement('p');
  description.id = 'update-dialog-description';
  description.textContent = texts.description;

  const actions = doc.createElement('div');
  actions.className = 'update-dialog-actions';
  const later = doc.createElement('button');
  later.type = 'button';
  later.className = 'btn btn-plain';
  later.textContent = texts.later;
  later.addEventListener('click', () => dialog.close());
  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn-primary';
  reload.textContent = texts.reload;
  reload.autofocus = true;
  reload.addEventListener('click', () => {
    reload.disabled = true;
    onReload();
  });
  actions.append(later, reload);

  dialog.append(title, description, actions);
  dialog.addEventListener('close', () => dialog.remove());
  doc.body.append(dialog);
  dialog.showModal();
  return dialog;
}
