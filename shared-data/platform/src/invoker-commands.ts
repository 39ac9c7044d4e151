/**
 * Invoker Commands where the browser lacks them. A button with `commandfor` and `command`
 * (`<button commandfor="dialog-id" command="show-modal">`) opens or closes a dialog or popover by
 * itself in Chromium and Firefox, from the server's HTML. A browser without them (WebKitGTK 2.50,
 * Safari before 26.2) ignores the attributes, and the button does nothing. This small script, inline
 * in the page's head with the early-events recorder (so it answers a tap from the first paint, before
 * the page's scripts), does what the attributes say in such a browser, and nothing where the browser
 * does it itself. (Without JavaScript such a browser cannot open the dialog: nothing native can.)
 */
export const INVOKER_COMMANDS_SOURCE = `(function(){if('command' in HTMLButtonElement.prototype)return;addEventListener('click',function(e){var t=e.target;if(e.defaultPrevented||!(t instanceof Element))return;var c=t.closest('button[commandfor][command]');if(!c||c.disabled)return;var x=document.getElementById(c.getAttribute('commandfor')),m=c.getAttribute('command'),p=x&&x.hasAttribute('popover')&&x.showPopover;if(!x)return;if(x instanceof HTMLDialogElement&&m==='show-modal'){if(!x.open)x.showModal()}else if(x instanceof HTMLDialogElement&&(m==='close'||m==='request-close')){if(x.open)x.close(c.value)}else if(p&&m==='show-popover'){if(!x.matches(':popover-open'))x.showPopover()}else if(p&&m==='hide-popover'){if(x.matches(':popover-open'))x.hidePopover()}else if(p&&m==='toggle-popover'){x.togglePopover()}})})();`;
