-- Issue 42 item 7: a staff member's new email address waits in its confirmation link (purpose email_change) until
-- the link mailed to it is used; until then the account keeps its address.
ALTER TABLE `account_links` ADD `new_email` text;
