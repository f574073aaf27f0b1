echo "My first note" > ~/projects/notes.txt
