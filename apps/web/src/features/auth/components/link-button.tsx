import type { ComponentPropsWithoutRef } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import classes from './auth-dialogs.module.css';

type LinkButtonProps = AnchorProps & Pick<ComponentPropsWithoutRef<'button'>, 'onClick' | 'disabled' | 'children'>;

/** An action that reads as a link (switch dialog, resend, by phone) but is a button: it does not navigate. */
export function LinkButton(props: LinkButtonProps) {
  return <Anchor component="button" type="button" className={classes.linkButton} {...props} />;
}
