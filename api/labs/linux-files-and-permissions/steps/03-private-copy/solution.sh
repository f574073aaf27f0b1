cp ~/projects/notes.txt ~/projects/private.txt
chmod 600 ~/projects/private.txt
