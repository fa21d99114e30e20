/** Texts of the content manager page /admin (the Decap CMS shell and its "not enabled" notice). */
export const admin = {
  title: 'Content manager',
  notice: {
    heading: 'Editing in the browser is not switched on for this site',
    lead: 'No Git host is configured for this build, so there is nothing to sign in to here yet.',
    localHeading: 'Edit on your own computer',
    local: 'In a copy of the project, run "npm run cms" and open http://localhost:3000/admin/index.html. Your changes are saved as files in the project; commit them to publish.',
    productionHeading: 'Switch it on for the live site',
    production:
      'A developer sets these variables where the site is built, then rebuilds: CMS_BACKEND=github with CMS_REPO (owner/name), CMS_BRANCH and CMS_OAUTH_BASE_URL (the GitHub OAuth app’s sign-in service), or CMS_BACKEND=git-gateway on Netlify with Identity and Git Gateway enabled. The README section "Edit content" explains each step.',
  },
  preview: { backToNews: 'Back to News & Events', by: 'By' },
} as const;
