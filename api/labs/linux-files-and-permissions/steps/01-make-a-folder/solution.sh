mkdir ~/projects
