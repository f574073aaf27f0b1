[ -d "$LAB_HOME/projects" ] || fail "There is no folder named projects in your home folder." \
  "لا يوجد مجلد باسم projects في مجلدك الرئيسي." \
  "آپ کے ہوم فولڈر میں projects نام کا کوئی فولڈر نہیں۔"
