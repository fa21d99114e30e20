// Post-build steps (deploy files, CSP) are added in later steps.
