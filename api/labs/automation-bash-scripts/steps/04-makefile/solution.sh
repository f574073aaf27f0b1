cat > ~/ops/Makefile <<'EOF'
NAME ?= World
SRC ?= $(HOME)/app/data
DEST ?= $(HOME)/backups

.PHONY: check greet backup

check:
	bash -n greet.sh
	bash -n backup.sh

greet:
	./greet.sh $(NAME)

backup:
	./backup.sh $(SRC) $(DEST)
EOF
